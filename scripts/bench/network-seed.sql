-- The dealer network of scripts/bench/network.sh, loaded after the demo data: ten companies, each with a
-- customer manager and ten customers (each with a user of their own), and an account manager of the first
-- three. Every user has the demo customer's password. Prints the callers, "email role" per line.
\set ON_ERROR_STOP on
BEGIN;

INSERT INTO users (email, password_hash, role, first_name, last_name)
SELECT 'rete.agente@example.com', password_hash, 'account_manager', 'Agente', 'di rete'
FROM users WHERE email = 'customer@example.com';

INSERT INTO companies (name, vat_number, city, country, discount_percent, account_manager_id)
SELECT format('Rete %s S.r.l.', lpad(n::text, 2, '0')), format('IT5%s', lpad(n::text, 10, '0')), 'Milano', 'IT',
       n % 15, CASE WHEN n <= 3 THEN (SELECT id FROM users WHERE email = 'rete.agente@example.com') END
FROM generate_series(1, 10) AS n;

INSERT INTO customers (company_id, name, city)
SELECT c.id, format('%s, cliente %s', c.name, lpad(k::text, 2, '0')), 'Milano'
FROM companies c, generate_series(1, 10) AS k
WHERE c.name LIKE 'Rete %';

INSERT INTO users (email, password_hash, role, first_name, last_name, company_id)
SELECT format('rete%s.responsabile@example.com', substr(c.name, 6, 2)), u.password_hash, 'customer_manager',
       'Responsabile', c.name, c.id
FROM companies c, users u
WHERE c.name LIKE 'Rete %' AND u.email = 'customer@example.com';

INSERT INTO users (email, password_hash, role, first_name, last_name, company_id, customer_id)
SELECT format('rete%s.cliente%s@example.com', substr(c.name, 6, 2), right(k.name, 2)), u.password_hash, 'customer',
       'Cliente', k.name, c.id, k.id
FROM companies c JOIN customers k ON k.company_id = c.id, users u
WHERE c.name LIKE 'Rete %' AND u.email = 'customer@example.com';

COMMIT;

SELECT email || ' ' || role FROM users WHERE email LIKE 'rete%@example.com' ORDER BY id;
