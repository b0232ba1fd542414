"""Grounded answering: relevance gate, context assembly, prompt, providers, citations."""
