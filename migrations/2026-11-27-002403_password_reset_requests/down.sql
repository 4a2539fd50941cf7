DROP TABLE password_reset_requests;
