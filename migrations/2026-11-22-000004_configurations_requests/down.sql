DROP TABLE customization_requests;
DROP TABLE product_configuration_revisions;
DROP TABLE product_configuration_values;
DROP TABLE product_configuration_parts;
DROP TABLE product_configurations;
