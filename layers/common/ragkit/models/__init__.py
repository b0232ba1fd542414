"""Plain data at the bottom of the package: what every layer above may name."""
