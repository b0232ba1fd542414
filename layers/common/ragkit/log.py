"""One Powertools logger for the whole package, so every module logs structured JSON.

The service name comes from POWERTOOLS_SERVICE_NAME (set per function in template.yaml)."""

from aws_lambda_powertools import Logger

logger = Logger()
