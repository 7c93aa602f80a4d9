"""The WSGI entry point for gunicorn."""

from service.http import api_document
from service.http.app import create_app

app = create_app()
app.extensions[api_document.EXTENSION].warm()  # each worker renders the OpenAPI document before it serves
