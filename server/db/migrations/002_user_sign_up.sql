-- Sign-up attribution sent with the first login (PUT /auth: signUpReferrer, signUpUtm*): kept on the
-- user it created, exported with the personal data.
ALTER TABLE users ADD COLUMN sign_up JSONB NOT NULL DEFAULT '{}'::jsonb;
