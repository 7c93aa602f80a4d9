"""The HTTP adapter: the Flask app, its blueprints, the web client's files, and the mapping of the
application's errors to problem+json. The only part of the service that imports a web framework."""
