-- The consent log starts with the marketing consents ticked at registration before it existed,
-- each as given at its acceptance, on the version accepted, through the registration.
INSERT INTO "consent_events" ("customer_id", "purpose", "granted", "statement_id", "statement_version", "channel", "occurred_at")
SELECT sa."customer_id", 'MARKETING', true, sa."statement_id", sa."statement_version", 'REGISTRATION', sa."accepted_at"
FROM "statement_acceptances" sa
JOIN "statements" s ON s."id" = sa."statement_id"
WHERE s."identifier" = 'marketing_consent'
  AND NOT EXISTS (
    SELECT 1 FROM "consent_events" ce
    WHERE ce."customer_id" = sa."customer_id" AND ce."purpose" = 'MARKETING'
  );
