"""The HTTP API's version (openapi.yaml ``info.version``): it changes only when a client must change its code."""

API_VERSION = "1"
