"""Shared domain package of the serverless RAG backend: every Lambda handler imports it."""
