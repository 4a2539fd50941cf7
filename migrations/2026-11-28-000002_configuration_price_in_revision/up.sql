-- A configuration's saved price lives in its latest revision only (issue 22): every save writes the same
-- JSON to the revision it adds, so the row's copy doubled what each save compressed and wrote. The list,
-- the configuration page and a request's price read the revision of the row's `revision`.
ALTER TABLE product_configurations DROP COLUMN price_snapshot;
