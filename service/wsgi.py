"""The WSGI entry point for gunicorn."""

from service.app import create_app

app = create_app()
