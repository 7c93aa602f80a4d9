"""The application: the use cases (commands, tables, players, matchmaking, audits …) and the ports they need.

Layers, each importing only those below it: ``service.runtime`` (processes) → ``service.http`` (the Flask
adapter) → ``service`` (this layer) → ``workers``/``projections``/``events``/``games``. Nothing here speaks
HTTP: refusals are ``service.errors``, which ``service.http.problems`` maps to statuses.
"""
