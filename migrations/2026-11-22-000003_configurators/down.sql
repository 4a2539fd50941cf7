DROP TABLE configurators;
