"""The HTTP API: one resolver factory and error shape, owner resolution, routers per function."""
