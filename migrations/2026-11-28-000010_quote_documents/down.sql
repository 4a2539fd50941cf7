DROP TABLE issued_quotes;
DROP TABLE quote_counters;
