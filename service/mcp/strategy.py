"""A paragraph of advice per game for its play-<game> prompt: what strong play looks like, drawn from the rulebooks
(/work/shared/rulebooks/) and from what the games' own bots weigh (games/<game>/bot.py, hard.py)."""

from __future__ import annotations

ADVICE: dict[str, str] = {
    "bias-effect": (
        "Chips left at the end score nothing: spend them on the beliefs that decide your win condition. Bid by "
        "the stake: what winning this belief (to PROGRAM or to DELETE it) moves the A.I. toward your condition, "
        "against what the rival most likely to win would do with it; a belief nobody can use against you is worth"
        " a bid of 0. Reckon each rival's reach (their chips, bias bonus and last round's cards) and make your "
        "total one more than it; a tie deletes the belief and costs every tied player their bid. Your side's "
        "programmed beliefs raise your bias bonus, so early wins make later ones cheap. Trade in cards you will "
        "not play, but keep a Rollback, Hard Reset or Backdoor: played in ROUND 10's fourth phase, after the "
        "last bid, it can decide the game. With 4 or 5 players LEFT and RIGHT must lead by 1 or 2 only: "
        "overshooting hands the win to the FAR side."),
    "corporate-anarchy": (
        "Income first: buy buildings before anything else (a Drug den pays $3 for $6, but Anonymous tip fines $7 "
        "for each one you own), then the $10 Travel permit. Hide your VIPs deep, far from your protruding square,"
        " and let buildings lengthen every way to them (a way must stay open). In an enemy HQ never land on a "
        "tile you know is an Alarm or a Security guard: remember every tile turned up and spy unknown ones with "
        "Corporate espionage before you land; a guard costs you the walk back. You need one VIP of each other "
        "player, so once you hold a player's VIP go for the next. Cheap commands slow the leader: Road block when"
        " a raider is about to jump to your HQ, Negative ad or Stock market crash against income, Communications "
        "jam before a rival's big purchase; buying three commands turns your cards face up again."),
    "inventing-the-future": (
        "Points grow faster near the top (a pawn scores 0, 1, 2, 3, 5, 7, 9, 12, 15, 20 by level), so push one or"
        " two pawns high rather than all three a little. Each level asks for teams of given colours: hire the "
        "colours your pawns' next levels need, and take progress winks (white, blue and red 4 to 6) only when you"
        " hold the teams to use them. Payday compares the lower of your two incomes with your number of cubes: "
        "raise public and private income together and never employ more cubes than you can pay, or you pay cash "
        "and then give cubes back. Choose a phase when it pays you most (Progress once your winks and teams are "
        "set) and draft dice others need when your own choice is weak. Generalists stand in for either of two "
        "colours; a Rainmaker adds income at every Funding, a Recruiter a team at every Hiring. The game ends "
        "after turn 30 or when every track has a pawn at its top."),
    "tabletop-climber": (
        "You score only by emptying your hand first or second, so select a hand you can shed: keep strong cards "
        "(high numbers, a Mountain triple, an 8 to reset the field) and shed weak ones in sets and runs when you "
        "lead an empty field. Answer a play with the cheapest cards that beat it and do not break a set to do it;"
        " passing sits you out until the reset, so pass when beating the play would cost a card you need later. "
        "Watch each player's hand count: when a rival is near empty, beat them while you can. A 9 (Reverse icon) "
        "and the Revolution season turn the order: low cards win. Losing a season draws you 3 Reinforcement Cards"
        " (1st place draws 1), so a weak season builds your team; in the Climax each card you hold beyond 12 adds"
        " 1 VP if you still come first. Ties go to the bigger team."),
    "tabletop-inc": (
        "Points come from published games (box + mechanism + component levels; the game still on your table "
        "counts only half), awards, freelancers and objectives, so aim to publish more than once. A part of level"
        " L needs L skills of its kind at your table: play employee cards and slot skill cards early, and hire "
        "specialists while the game is young (each is an extra worker that does its own action better). Gather "
        "what your next part costs (inspiration for a box, playtests for a mechanism, research for a component) "
        "rather than basic resources, and upgrade with time tokens. Collecting moves the hourglass back by one "
        "per worker, and the collection that reaches 0 gains 5 VP and gives everyone else one last turn: count "
        "the spaces left and make sure your game is published before it ends. Take an objective only if you can "
        "meet it (a failed one costs its penalty), and turn spare resources into points late: they score nothing."),
}


def advice(slug: str) -> str:
    """How to play ``slug`` well, in one paragraph; empty for a game with no advice written."""
    return ADVICE.get(slug, "")
