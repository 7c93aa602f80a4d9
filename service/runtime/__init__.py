"""The processes: the ``boardroom`` console script, the supervisor of the Procfile's processes, and
the embedded Redis that ``make run`` starts when ``REDIS_URL`` is unset."""
