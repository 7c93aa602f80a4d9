"""Frozen copies of earlier rules versions, kept only to re-decide the histories recorded under them.

Each ``<package>_v<N>`` is the game package as it stood at the parent of the commit that introduced version N+1,
its own imports rewritten to point inside the copy; nothing else is edited. ``games.rules_of`` loads them, the
catalogue never does. Do not fix or restyle them: their decisions must stay those of version N.
"""
