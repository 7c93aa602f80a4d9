"""RQ jobs: bot turns and end-game scoring, plus the dispatcher and sweeper that enqueue them."""
