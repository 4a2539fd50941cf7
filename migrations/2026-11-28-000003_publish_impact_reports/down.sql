DROP TABLE publish_impact_reports;
