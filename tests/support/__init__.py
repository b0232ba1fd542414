"""Helpers the tests and benchmarks share: files, a corpus, API events, a fake OpenAI server and
a web site."""
