"""The WSGI entry point for gunicorn."""

from service.http.app import create_app

app = create_app()
