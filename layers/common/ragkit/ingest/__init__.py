"""Ingestion: extract text from a file, chunk it by tokens, embed it, store it."""
