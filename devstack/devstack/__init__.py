"""The local stack (development and tests only): embedded PostgreSQL, local S3, the dev server."""
