"""The REST API (DESIGN §6): one blueprint module per resource."""
