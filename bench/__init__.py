"""Boardroom's benchmarks: ``python -m bench`` (or ``make bench``) runs them all; see bench/__main__.py."""
