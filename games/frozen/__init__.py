"""Frozen copies of earlier rules versions, kept only to re-decide the histories recorded under them.

Each ``<package>_v<N>`` is the game package as it stood at the parent of the commit that introduced version N+1,
its own imports rewritten to point inside the copy (and sorted); nothing else is edited. Version 1 of Tabletop Inc.,
Corporate Anarchy, Tabletop Climber and Bias Effect had two builds: ``<package>_v1`` is the first release (45d9e0f,
the parent of the first issue-13 correction of each), ``<package>_v1_corrected`` the parent of a36ce69, which
raised them to 2 after the corrections had landed. ``games.rules_of`` loads them, the
catalogue never does. Do not fix or restyle them: their decisions must stay those of version N.
"""
