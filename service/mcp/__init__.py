"""`boardroom mcp`: language-model agents at the table, through Boardroom's public HTTP API only."""
