"""PostgreSQL access: one connection per warm container, migrations, and repositories."""
