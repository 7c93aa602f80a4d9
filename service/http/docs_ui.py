"""The offline Swagger UI behind ``/docs``: its assets, served from the installed swagger-ui-py package.

flask-smorest renders the ``/docs`` page itself (``OPENAPI_SWAGGER_UI_PATH``) and loads Swagger UI's scripts
from ``OPENAPI_SWAGGER_UI_URL``; this blueprint serves them there, so no CDN is needed. swagger-ui-py bundles
Swagger UI 5, which reads our OpenAPI 3.1 document (Swagger UI 4 refuses it as having no valid version field).
"""

from __future__ import annotations

from importlib.resources import files

from flask import Blueprint

STATIC_URL = "/docs/static/"

blp = Blueprint("docs_ui", __name__, static_folder=str(files("swagger_ui") / "static"),
                static_url_path=STATIC_URL.rstrip("/"))
