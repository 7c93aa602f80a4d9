"""The package's version: the version of the API it speaks (openapi.yaml info.version)."""

__version__ = "1"
