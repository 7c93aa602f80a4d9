"""``rq worker -c workers.rq_settings``: the queue's Redis from the environment, not the command line,
where any local user could read its password with ``ps``."""

import os

REDIS_URL = os.environ.get("QUEUE_REDIS_URL") or os.environ.get("REDIS_URL")
