// filled by the use-case tests
