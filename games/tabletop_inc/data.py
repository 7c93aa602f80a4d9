"""Every fact of Tabletop Inc. (Cotswold Games).

The rulebook text lost the pictures of the board and of most cards. The reference pages (14-17) list
the 16 Freelancer, 13 WOW, 14 POW and 14 Specialist cards: those lists are used exactly. Everything the
text does not give (board spaces, bonuses, safety costs, the hourglass track, component and mechanism
costs, token counts, prediction rewards, the Skill, Item, Objective and Award cards, card skills and
Freelancer VP) carries ``# assumed:`` and is listed in docs/rules/tabletop-inc.md.
"""

from __future__ import annotations

# ---------------------------------------------------------------- resources

LEVEL1 = ("dollar", "time", "inspiration")  # rulebook: "Level 1 Resources - Inspiration, Dollars and Time Tokens"
LEVEL2 = ("playtest", "research")  # rulebook: "Level 2 Resources - Playtests and Research"
RESOURCES = LEVEL1 + LEVEL2
PARTS = ("box", "mechanism", "component")
SKILLS = PARTS  # a skill per part: box design, mechanism design, component design

# ---------------------------------------------------------------- actions and the board

ACTIONS = (
    "basic", "hire-specialist", "hire-freelancer", "play-card", "train", "playtest", "research", "multiple",
    "item", "box", "develop", "upgrade", "publish", "award", "trade", "objective",
)
ACTION_NAMES = {
    "basic": "Gain basic resources", "hire-specialist": "Hire specialist", "hire-freelancer": "Hire freelancer",
    "play-card": "Play card", "train": "Train worker", "playtest": "Playtest", "research": "Research",
    "multiple": "Gain multiple resources", "item": "Gain item", "box": "Gain game box",
    "develop": "Gain component/mechanism", "upgrade": "Upgrade box/mechanism/component", "publish": "Publish game",
    "award": "Gain award", "trade": "Trade", "objective": "Gain objective",
}
BASIC_CHOICES = LEVEL1  # assumed: the basic-resources speech bubble shows the three level-1 resources
BASIC_SPACE = "basic"  # rulebook: "there is no limit to the number of workers that can take this action"

# Board spaces: id -> (action, safety cost, placement bonus, 4+ box, upgrade target).
# Bonus keys: resources, "vp" (in-game VP) and "prediction" (the crystal ball).
# assumed: the board picture is lost; every action has a free space, a space with a safety cost and a
# better bonus, and a space in a 4+ box; the upgrade action has one space per part, each with the
# rulebook's safety cost of one time token; the play-card space with cost 1 inspiration / bonus 1 research
# is the rulebook's example.
SPACES: dict[str, dict] = {
    "HS1": {"action": "hire-specialist", "cost": {}, "bonus": {}, "four_plus": False},
    "HS2": {"action": "hire-specialist", "cost": {"dollar": 1}, "bonus": {"prediction": 1}, "four_plus": False},
    "HS3": {"action": "hire-specialist", "cost": {}, "bonus": {}, "four_plus": True},
    "HF1": {"action": "hire-freelancer", "cost": {}, "bonus": {}, "four_plus": False},
    "HF2": {"action": "hire-freelancer", "cost": {"time": 1}, "bonus": {"dollar": 2}, "four_plus": False},
    "HF3": {"action": "hire-freelancer", "cost": {}, "bonus": {}, "four_plus": True},
    "PC1": {"action": "play-card", "cost": {}, "bonus": {}, "four_plus": False},
    "PC2": {"action": "play-card", "cost": {"inspiration": 1}, "bonus": {"research": 1}, "four_plus": False},
    "PC3": {"action": "play-card", "cost": {}, "bonus": {"dollar": 1}, "four_plus": True},
    "TW1": {"action": "train", "cost": {}, "bonus": {}, "four_plus": False},
    "TW2": {"action": "train", "cost": {"time": 1}, "bonus": {"dollar": 2}, "four_plus": False},
    "TW3": {"action": "train", "cost": {}, "bonus": {}, "four_plus": True},
    "PT1": {"action": "playtest", "cost": {}, "bonus": {}, "four_plus": False},
    "PT2": {"action": "playtest", "cost": {"dollar": 1}, "bonus": {"playtest": 1}, "four_plus": False},
    "PT3": {"action": "playtest", "cost": {}, "bonus": {}, "four_plus": True},
    "RS1": {"action": "research", "cost": {}, "bonus": {}, "four_plus": False},
    "RS2": {"action": "research", "cost": {"inspiration": 1}, "bonus": {"research": 1}, "four_plus": False},
    "RS3": {"action": "research", "cost": {}, "bonus": {}, "four_plus": True},
    "MR1": {"action": "multiple", "cost": {}, "bonus": {}, "four_plus": False},
    "MR2": {"action": "multiple", "cost": {}, "bonus": {"vp": 1}, "four_plus": False},
    "MR3": {"action": "multiple", "cost": {}, "bonus": {}, "four_plus": True},
    "IT1": {"action": "item", "cost": {}, "bonus": {}, "four_plus": False},
    "IT2": {"action": "item", "cost": {"time": 1}, "bonus": {"vp": 1}, "four_plus": False},
    "IT3": {"action": "item", "cost": {}, "bonus": {}, "four_plus": True},
    "GB1": {"action": "box", "cost": {}, "bonus": {}, "four_plus": False},
    "GB2": {"action": "box", "cost": {"dollar": 1}, "bonus": {"inspiration": 2}, "four_plus": False},
    "GB3": {"action": "box", "cost": {}, "bonus": {}, "four_plus": True},
    "DV1": {"action": "develop", "cost": {}, "bonus": {}, "four_plus": False},
    "DV2": {"action": "develop", "cost": {"time": 1}, "bonus": {"research": 1}, "four_plus": False},
    "DV3": {"action": "develop", "cost": {"dollar": 1}, "bonus": {"playtest": 1}, "four_plus": False},
    "DV4": {"action": "develop", "cost": {}, "bonus": {}, "four_plus": True},
    "UB": {"action": "upgrade", "cost": {"time": 1}, "bonus": {}, "four_plus": False, "part": "box"},
    "UM": {"action": "upgrade", "cost": {"time": 1}, "bonus": {}, "four_plus": False, "part": "mechanism"},
    "UC": {"action": "upgrade", "cost": {"time": 1}, "bonus": {}, "four_plus": False, "part": "component"},
    "PB1": {"action": "publish", "cost": {}, "bonus": {"vp": 1}, "four_plus": False},
    "PB2": {"action": "publish", "cost": {"time": 1}, "bonus": {"vp": 3}, "four_plus": False},
    "PB3": {"action": "publish", "cost": {}, "bonus": {"vp": 1}, "four_plus": True},
    "AW1": {"action": "award", "cost": {}, "bonus": {}, "four_plus": False},
    "AW2": {"action": "award", "cost": {"inspiration": 1}, "bonus": {"vp": 2}, "four_plus": False},
    "AW3": {"action": "award", "cost": {}, "bonus": {}, "four_plus": True},
    "TR1": {"action": "trade", "cost": {}, "bonus": {}, "four_plus": False},
    "TR2": {"action": "trade", "cost": {}, "bonus": {"prediction": 1}, "four_plus": False},
    "TR3": {"action": "trade", "cost": {}, "bonus": {}, "four_plus": True},
    "OB1": {"action": "objective", "cost": {}, "bonus": {}, "four_plus": False},
    "OB2": {"action": "objective", "cost": {"time": 1}, "bonus": {"vp": 1}, "four_plus": False},
    "OB3": {"action": "objective", "cost": {}, "bonus": {}, "four_plus": True},
}
FOUR_PLUS_PLAYERS = 4  # rulebook: "These spaces can only be used in games with 4+ players"

GAIN_AMOUNT = 2  # rulebook: playtest/research "you gain two playtest tokens" / "two research tokens"
SPECIALIST_GAIN_AMOUNT = 4  # rulebook: "four research tokens ... rather than two"
MULTIPLE_MAX = 3  # rulebook: "up to 3 of any of the resources listed (inspiration, dollars or time)"
SPECIALIST_MULTIPLE_MAX = 5  # rulebook: "up to five"
UPGRADE_MAX_LEVEL = 4  # rulebook: "you cannot upgrade ... higher than level 4"
PART_LEVELS = (1, 2, 3, 4)
PART_COST_RESOURCE = {"box": "inspiration", "component": "research", "mechanism": "playtest"}  # rulebook
# rulebook: box level L costs L inspiration; assumed: components and mechanisms cost L research / playtests too
PART_COST = {1: 1, 2: 2, 3: 3, 4: 4}
# assumed: pieces per level in the supply (enough for six players; levels can still run out)
PART_SUPPLY = {1: 10, 2: 8, 3: 6, 4: 4}

# ---------------------------------------------------------------- hourglass

# assumed: start spaces by player count (about five collections per player)
HOURGLASS_START = {2: 48, 3: 58, 4: 66, 5: 72, 6: 78}
HOURGLASS_RESEARCH = (6, 18, 30, 42, 54, 66, 78)  # assumed: research-token bonus spaces
HOURGLASS_ACTION = (12, 24, 36, 48, 60, 72)  # assumed: action-bonus spaces
END_TRIGGER_VP = 5  # rulebook: "triggers the end of the game and gains 5 Victory Points"

# ---------------------------------------------------------------- set-up

WORKERS = 4  # rulebook: "4 worker Mumans"
# rulebook: "the second player takes 1 dollar, the third player takes 2 dollars, the fourth player starts with 1VP,
# the fifth player with 1VP and a dollar and the 6th player with 1VP and 2 Dollars"
COMPENSATION = [{}, {"dollar": 1}, {"dollar": 2}, {"vp": 1}, {"vp": 1, "dollar": 1}, {"vp": 1, "dollar": 2}]
SPECIALIST_TRACK = 3  # rulebook: "the top 3 cards of the Specialist deck and the Freelancer deck"
FREELANCER_TRACK = 3
ITEM_TRACK = 4  # rulebook: "Take the top 4 cards of the item deck"
SKILL_OFFER = 4  # rulebook: "take the top 4 cards of the Skills Deck"
OBJECTIVE_OFFER = 4  # rulebook: "Draw the top four Objective cards"
AWARD_TOKENS = {1: 3, 2: 3, 3: 3}  # rulebook: three awards of each level on the shelf
POWWOW_DEAL = 2  # rulebook: "deal two cards to each player. Players choose one of each"

# ---------------------------------------------------------------- predictions

# assumed: one prediction card per board action except the unlimited basic-resources space
PREDICTABLE = tuple(a for a in ACTIONS if a != "basic")
MAX_PREDICTIONS = 4  # rulebook: "pay up to four research tokens to make up to four predictions"
PREDICTION_COST = {"research": 1}  # rulebook: the same words, one research token per prediction
PREDICTION_VP = {1: 2, 2: 5, 3: 9, 4: 14}  # assumed: reward table by number of predictions (all came true)

# ---------------------------------------------------------------- your table

TABLE_SIZE = 6  # rulebook: "There are six spaces at your table"
# The places of a player's hexagonal table by catalogue id, around the table from the WOW side (side 1) and the POW
# side (side 2) to sides 3-6; a player's table in the state lists them in this order.
TABLE_PLACES = ("place-wow", "place-pow", "place-3", "place-4", "place-5", "place-6")
WOW_PLACE, POW_PLACE = TABLE_PLACES[0], TABLE_PLACES[1]
# assumed: table bonuses of the four other sides (the WOW/POW spaces have none, rulebook)
TABLE_BONUS = {"place-wow": {}, "place-pow": {}, "place-3": {"dollar": 1}, "place-4": {"time": 1},
               "place-5": {"inspiration": 1}, "place-6": {"research": 1}}
POW_REMOVAL_COST = {"time": 1, "inspiration": 1, "dollar": 1}  # rulebook, last page

# ---------------------------------------------------------------- specialists (rulebook page 17, 14 cards)

# action -> specialist card; assumed: the skill icons on each specialist card
SPECIALISTS: dict[str, dict] = {
    "S-objective": {"action": "objective", "skills": {"box": 1}},
    "S-upgrade": {"action": "upgrade", "skills": {"mechanism": 1, "component": 1}},
    "S-freelancer": {"action": "hire-freelancer", "skills": {"component": 1}},
    "S-research": {"action": "research", "skills": {"mechanism": 1}},
    "S-playtest": {"action": "playtest", "skills": {"mechanism": 1}},
    "S-specialist": {"action": "hire-specialist", "skills": {"box": 1}},
    "S-multiple": {"action": "multiple", "skills": {"component": 1}},
    "S-develop": {"action": "develop", "skills": {"mechanism": 1, "component": 1}},
    "S-publish": {"action": "publish", "skills": {"box": 1}},
    "S-box": {"action": "box", "skills": {"box": 2}},
    "S-train": {"action": "train", "skills": {"component": 1}},
    "S-item": {"action": "item", "skills": {"mechanism": 1}},
    "S-award": {"action": "award", "skills": {"box": 1, "component": 1}},
    "S-play": {"action": "play-card", "skills": {"box": 1, "mechanism": 1}},
}
# Each specialist's name, from its benefit on its own action (rulebook page 17 names none).
SPECIALIST_NAMES = {
    "S-objective": "Strategist", "S-upgrade": "Engineer", "S-freelancer": "Talent Scout", "S-research": "Researcher",
    "S-playtest": "Playtester", "S-specialist": "Headhunter", "S-multiple": "Supply Manager",
    "S-develop": "Developer", "S-publish": "Publisher", "S-box": "Box Designer", "S-train": "Trainer",
    "S-item": "Buyer", "S-award": "Awards Agent", "S-play": "Office Manager",
}
PUBLISH_SPECIALIST_GAIN = {"dollar": 1, "time": 1, "inspiration": 1}  # rulebook
BOX_SPECIALIST_DISCOUNT = 1  # rulebook: "one less Inspiration token"
TRAIN_SPECIALIST_DISCOUNT = 1  # rulebook: "skill cards cost one less dollar"

# ---------------------------------------------------------------- freelancers (rulebook page 14, 16 cards)

# effect kinds: resources5 (5 of time/inspiration/dollar), any-action, gain (fixed resources or VP),
# any-freelancer, objective2, upgrade2, item2, mix3 (up to 3 playtest/research), flip (n predictions).
# assumed: skill icons and end-game VP per card (F09 is the rulebook's example: a mechanism skill, 3 VP)
FREELANCERS: dict[str, dict] = {
    "F01": {"effect": "resources5", "skills": {"box": 1}, "vp": 1},
    "F02": {"effect": "any-action", "skills": {"component": 1}, "vp": 2},
    "F03": {"effect": "gain", "gain": {"playtest": 4}, "skills": {"mechanism": 1}, "vp": 1},
    "F04": {"effect": "any-freelancer", "skills": {"box": 1}, "vp": 2},
    "F05": {"effect": "objective2", "skills": {"component": 1}, "vp": 2},
    "F06": {"effect": "gain", "gain": {"vp": 2}, "skills": {"mechanism": 1}, "vp": 2},
    "F07": {"effect": "upgrade2", "skills": {"box": 1}, "vp": 1},
    "F08": {"effect": "item2", "skills": {"component": 1}, "vp": 1},
    "F09": {"effect": "mix3", "skills": {"mechanism": 1}, "vp": 3},
    "F10": {"effect": "flip", "flips": 1, "skills": {"box": 1}, "vp": 2},
    "F11": {"effect": "gain", "gain": {"research": 4}, "skills": {"component": 1}, "vp": 1},
    "F12": {"effect": "gain", "gain": {"vp": 4}, "skills": {"mechanism": 1}, "vp": 0},
    "F13": {"effect": "upgrade2", "skills": {"component": 1}, "vp": 1},
    "F14": {"effect": "flip", "flips": 2, "skills": {"box": 1}, "vp": 1},
    "F15": {"effect": "gain", "gain": {"vp": 3}, "skills": {"component": 1}, "vp": 1},
    "F16": {"effect": "upgrade2", "skills": {"mechanism": 1}, "vp": 1},
}
# Each freelancer's name, from its effect (the three upgraders told apart by their skill icon).
FREELANCER_NAMES = {
    "F01": "Fundraiser", "F02": "Jack of All Trades", "F03": "Playtest Organiser", "F04": "Copycat",
    "F05": "Planner", "F06": "Influencer", "F07": "Box Upgrader", "F08": "Bargain Hunter", "F09": "Lab Assistant",
    "F10": "Fortune Teller", "F11": "Research Fellow", "F12": "Celebrity Reviewer", "F13": "Component Upgrader",
    "F14": "Oracle", "F15": "Game Critic", "F16": "Mechanism Upgrader",
}
# The board action a freelancer effect takes by name, which predictions see (rulebook: 'to take the Gain Objective
# Action', 'to take the Item action twice'); any-action takes the action chosen. The upgrade freelancers 'upgrade a
# Gamebox, Mechanism or component you own' without naming the action, like the upgrade items.
FREELANCER_ACTIONS = {"objective2": "objective", "item2": "item"}

# ---------------------------------------------------------------- WOW and POW (rulebook pages 15-16)

ONE_EACH = {"box": 1, "mechanism": 1, "component": 1}
FOUNDER = "FOUNDER"  # rulebook: "Founder cards ... also have 1 of each skill type but no special abilities"
WOWS: dict[str, dict] = {
    "W-award3": {"award_vp": {3: 21}},
    "W-time-inspiration": {"swap": ["time", "inspiration"]},
    "W-box-discount": {"box_discount": 2},
    "W-double-skills": {"skills": {"box": 2, "mechanism": 2, "component": 2}},
    "W-dollar-inspiration": {"swap": ["dollar", "inspiration"]},
    "W-prediction-vp": {"prediction_vp": 1},
    "W-component-discount": {"component_discount": 2},
    "W-dollar-time": {"swap": ["dollar", "time"]},
    "W-no-penalty": {"no_penalty": True},
    "W-award1": {"award_vp": {1: 15}},
    "W-objective-bonus": {"objective_bonus": 2},
    "W-double-action": {"double_action_bonus": True},
    "W-award2": {"award_vp": {2: 18}},
}
WOW_NAMES = {
    "W-award3": "Grand Prize Winner", "W-time-inspiration": "Time Is Inspiration", "W-box-discount": "Box Bargains",
    "W-double-skills": "Prodigy", "W-dollar-inspiration": "Money Is Inspiration", "W-prediction-vp": "Clairvoyant",
    "W-component-discount": "Component Bargains", "W-dollar-time": "Time Is Money", "W-no-penalty": "Safety Net",
    "W-award1": "Rising Star", "W-objective-bonus": "Overachiever", "W-double-action": "Double Time",
    "W-award2": "Critics' Darling",
}
POWS: dict[str, dict] = {
    "P-no-component4": {"max_level": {"component": 3}},
    "P-no-award3": {"no_award": 3},
    "P-no-mechanism4": {"max_level": {"mechanism": 3}},
    "P-track-no-inspiration": {"track_ban": "inspiration"},
    "P-objective-less": {"objective_less": 1},
    "P-no-single-prediction": {"ban_predictions": 1},
    "P-no-four-predictions": {"ban_predictions": 4},
    "P-objective-penalty": {"objective_penalty": 1},
    "P-no-box4": {"max_level": {"box": 3}},
    "P-no-award2": {"no_award": 2},
    "P-four-employees": {"max_employees": 4},
    "P-track-no-time": {"track_ban": "time"},
    "P-no-award1": {"no_award": 1},
    "P-track-no-dollar": {"track_ban": "dollar"},
}
POW_NAMES = {
    "P-no-component4": "No Level 4 Components", "P-no-award3": "No Level 3 Awards",
    "P-no-mechanism4": "No Level 4 Mechanisms", "P-track-no-inspiration": "No Inspiration on Tracks",
    "P-objective-less": "Underachiever", "P-no-single-prediction": "No Single Prediction",
    "P-no-four-predictions": "No Four Predictions", "P-objective-penalty": "Harsh Penalties",
    "P-no-box4": "No Level 4 Boxes", "P-no-award2": "No Level 2 Awards", "P-four-employees": "Small Table",
    "P-track-no-time": "No Time on Tracks", "P-no-award1": "No Level 1 Awards",
    "P-track-no-dollar": "No Dollars on Tracks",
}

# ---------------------------------------------------------------- skill cards (assumed deck)

# assumed: 18 skill cards {skills, benefit, cost in dollars}; K07 is the rulebook's example
# (cost 2 dollars, +1 component and +1 box, gain a time token)
SKILL_CARDS: dict[str, dict] = {
    "K01": {"skills": {"box": 1}, "benefit": {"dollar": 1}, "cost": 1},
    "K02": {"skills": {"component": 1}, "benefit": {"time": 1}, "cost": 1},
    "K03": {"skills": {"mechanism": 1}, "benefit": {"inspiration": 1}, "cost": 1},
    "K04": {"skills": {"box": 1}, "benefit": {"research": 1}, "cost": 2},
    "K05": {"skills": {"component": 1}, "benefit": {"playtest": 1}, "cost": 2},
    "K06": {"skills": {"mechanism": 1}, "benefit": {"research": 1}, "cost": 2},
    "K07": {"skills": {"component": 1, "box": 1}, "benefit": {"time": 1}, "cost": 2},
    "K08": {"skills": {"box": 1, "mechanism": 1}, "benefit": {"dollar": 1}, "cost": 2},
    "K09": {"skills": {"mechanism": 1, "component": 1}, "benefit": {"inspiration": 1}, "cost": 2},
    "K10": {"skills": {"box": 2}, "benefit": {}, "cost": 2},
    "K11": {"skills": {"component": 2}, "benefit": {}, "cost": 2},
    "K12": {"skills": {"mechanism": 2}, "benefit": {}, "cost": 2},
    "K13": {"skills": {"box": 1, "component": 1, "mechanism": 1}, "benefit": {}, "cost": 3},
    "K14": {"skills": {"box": 2}, "benefit": {"vp": 1}, "cost": 3},
    "K15": {"skills": {"component": 2}, "benefit": {"vp": 1}, "cost": 3},
    "K16": {"skills": {"mechanism": 2}, "benefit": {"vp": 1}, "cost": 3},
    "K17": {"skills": {"component": 1}, "benefit": {"dollar": 2}, "cost": 2},
    "K18": {"skills": {"mechanism": 1}, "benefit": {"time": 2}, "cost": 2},
}
# Each skill card's name, from the skills it adds and what it gives.
SKILL_CARD_NAMES = {
    "K01": "Box Basics", "K02": "Component Basics", "K03": "Mechanism Basics", "K04": "Box Research",
    "K05": "Component Testing", "K06": "Mechanism Research", "K07": "Box and Component Course",
    "K08": "Box and Mechanism Course", "K09": "Mechanism and Component Course", "K10": "Box Design Degree",
    "K11": "Component Design Degree", "K12": "Mechanism Design Degree", "K13": "All-Round Training",
    "K14": "Box Masterclass", "K15": "Component Masterclass", "K16": "Mechanism Masterclass",
    "K17": "Component Contract Work", "K18": "Mechanism Time-Saver",
}

# ---------------------------------------------------------------- items (assumed deck)

# effects: gain (resources/VP), tasks (a list of actions taken in order), upgrade (a part, up to 2 levels),
# flip (a prediction), permanent (skills). I01-I05 are the rulebook's examples.
ITEMS: dict[str, dict] = {
    "I01": {"effect": "gain", "gain": {"inspiration": 4}},
    "I02": {"effect": "actions", "actions": ["hire-specialist", "play-card"]},
    "I03": {"effect": "upgrade", "part": "component"},
    "I04": {"effect": "any-action"},
    "I05": {"effect": "permanent", "skills": {"box": 1, "mechanism": 1}},
    "I06": {"effect": "gain", "gain": {"dollar": 3}},  # assumed from here on
    "I07": {"effect": "gain", "gain": {"time": 3}},
    "I08": {"effect": "gain", "gain": {"research": 2}},
    "I09": {"effect": "gain", "gain": {"playtest": 2}},
    "I10": {"effect": "gain", "gain": {"vp": 3}},
    "I11": {"effect": "flip"},
    "I12": {"effect": "upgrade", "part": "box"},
    "I13": {"effect": "upgrade", "part": "mechanism"},
    "I14": {"effect": "actions", "actions": ["hire-freelancer", "play-card"]},
    "I15": {"effect": "permanent", "skills": {"component": 1, "box": 1}},
    "I16": {"effect": "permanent", "skills": {"mechanism": 1, "component": 1}},
    "I17": {"effect": "actions", "actions": ["play-card"]},
    "I18": {"effect": "actions", "actions": ["train"]},
}
# Each item's name, from what it does.
ITEM_NAMES = {
    "I01": "Inspiration Board", "I02": "Job Advert", "I03": "3D Printer", "I04": "Wildcard Pass",
    "I05": "Design Handbook", "I06": "Cash Bonus", "I07": "Espresso Machine", "I08": "Research Paper",
    "I09": "Feedback Forms", "I10": "Magazine Feature", "I11": "Crystal Ball", "I12": "Box Printer",
    "I13": "Rules Rewrite", "I14": "Freelance Contract", "I15": "Art Toolkit", "I16": "Prototype Kit",
    "I17": "Spare Desk", "I18": "Training Course",
}
ITEM_UPGRADE_STEPS = 2  # rulebook example: "upgrade a component by up to two levels"

# ---------------------------------------------------------------- objectives (assumed deck)

# requirement keys: resources, "published" (published games kept), "award" (award tokens), "employee"
# (employees at the table). O01 and O02 are the rulebook's examples (3 coins + 3 inspiration; 4 research,
# +4 / -2). Each item of a requirement serves one objective only (rulebook).
OBJECTIVES: dict[str, dict] = {
    "O01": {"needs": {"dollar": 3, "inspiration": 3}, "reward": 4, "penalty": 2},
    "O02": {"needs": {"research": 4}, "reward": 4, "penalty": 2},
    "O03": {"needs": {"playtest": 4}, "reward": 4, "penalty": 2},
    "O04": {"needs": {"time": 5}, "reward": 3, "penalty": 1},
    "O05": {"needs": {"dollar": 5}, "reward": 3, "penalty": 1},
    "O06": {"needs": {"inspiration": 5}, "reward": 3, "penalty": 1},
    "O07": {"needs": {"time": 3, "dollar": 3}, "reward": 4, "penalty": 2},
    "O08": {"needs": {"research": 2, "playtest": 2}, "reward": 4, "penalty": 2},
    "O09": {"needs": {"published": 1}, "reward": 3, "penalty": 2},
    "O10": {"needs": {"published": 2}, "reward": 6, "penalty": 3},
    "O11": {"needs": {"award": 1}, "reward": 5, "penalty": 2},
    "O12": {"needs": {"employee": 3}, "reward": 4, "penalty": 2},
    "O13": {"needs": {"employee": 4}, "reward": 6, "penalty": 3},
    "O14": {"needs": {"time": 2, "inspiration": 2, "dollar": 2}, "reward": 5, "penalty": 2},
    "O15": {"needs": {"research": 3, "time": 2}, "reward": 4, "penalty": 2},
    "O16": {"needs": {"playtest": 3, "dollar": 2}, "reward": 4, "penalty": 2},
}
# Each objective's name, from what it needs.
OBJECTIVE_NAMES = {
    "O01": "Cash and Ideas", "O02": "Research Stockpile", "O03": "Playtest Stockpile", "O04": "Time in Hand",
    "O05": "Cash Reserve", "O06": "Idea Bank", "O07": "Time and Money", "O08": "Research and Playtests",
    "O09": "First Release", "O10": "Two Releases", "O11": "Award Winner", "O12": "Small Studio",
    "O13": "Big Studio", "O14": "Balanced Books", "O15": "Research Budget", "O16": "Playtest Budget",
}

# ---------------------------------------------------------------- award cards (assumed deck)

# level -> (box, mechanism, component, VP). A1 level 1 is the rulebook's example (box 2, mechanism 2,
# component 1, 9 VP); VP stay below the WOW overrides 15 / 18 / 21.
AWARD_CARDS: dict[str, dict[int, tuple[int, int, int, int]]] = {
    "A1": {1: (2, 2, 1, 9), 2: (3, 2, 3, 12), 3: (4, 3, 4, 16)},
    "A2": {1: (1, 2, 2, 9), 2: (3, 3, 2, 12), 3: (4, 4, 3, 16)},
    "A3": {1: (2, 1, 2, 9), 2: (2, 3, 3, 12), 3: (3, 4, 4, 16)},
    "A4": {1: (2, 2, 2, 10), 2: (3, 3, 3, 13), 3: (4, 4, 4, 17)},
    "A5": {1: (1, 1, 3, 8), 2: (4, 2, 2, 12), 3: (4, 4, 3, 16)},
    "A6": {1: (3, 1, 1, 8), 2: (2, 2, 4, 12), 3: (3, 4, 4, 16)},
}
# Each award card's name, from what its level 1 award asks most of.
AWARD_CARD_NAMES = {
    "A1": "Box and Mechanism Jury", "A2": "Mechanism and Component Jury", "A3": "Box and Component Jury",
    "A4": "Balanced Jury", "A5": "Component Jury", "A6": "Box Jury",
}

# ---------------------------------------------------------------- published games

# A published game is named by the order its player published it in: "published-1" is each player's first. Every
# published game keeps one box piece of the supply, so a player publishes at most that many.
MAX_PUBLISHED = sum(PART_SUPPLY.values())
PUBLISHED_GAMES = tuple(f"published-{n}" for n in range(1, MAX_PUBLISHED + 1))

DECKS = ("specialist", "freelancer", "item", "skill", "objective")
DECK_CARDS = {
    "specialist": tuple(SPECIALISTS), "freelancer": tuple(FREELANCERS), "item": tuple(ITEMS),
    "skill": tuple(SKILL_CARDS), "objective": tuple(OBJECTIVES),
}
TRACKS = {"specialist": SPECIALIST_TRACK, "freelancer": FREELANCER_TRACK, "item": ITEM_TRACK}
HIRE_TRACK = {"hire-specialist": "specialist", "hire-freelancer": "freelancer", "item": "item"}

assert len(TABLE_PLACES) == TABLE_SIZE and tuple(TABLE_BONUS) == TABLE_PLACES
assert len(SPECIALISTS) == 14 and len(FREELANCERS) == 16 and len(WOWS) == 13 and len(POWS) == 14
assert {s["action"] for s in SPECIALISTS.values()} == set(ACTIONS) - {"basic", "trade"}

# ---------------------------------------------------------------- the Muman-Bot (solo mode, rulebook pages 12-13)

MUMAN_LEVELS = ("easy", "normal", "hard", "extreme")  # rulebook: Easy, Normal, Hard, Extreme
MUMAN_BOTS = tuple(f"muman-{lv}" for lv in MUMAN_LEVELS)  # server bot levels of Muman-Bot seats
# rulebook: "take 1 (Easy), 2 (Normal), 3 (Hard) or 4 (Extreme) prediction cards"
MUMAN_PREDICTIONS = {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}
MUMAN_PREDICTION_VP = 1  # rulebook: "give the Muman-Bot one Victory Point" per correct prediction
# rulebook: "use the Hard difficulty victory points for all cards that do not have a separate Extreme level"
EXTREME_FALLBACK = "hard"
# Blue adjustment boxes (rulebook page 13): award removal, objective discard, freelancer / item / specialist
# track refresh, skill discard.
ZAP_ADJUSTMENTS = ("award", "objective", "freelancer", "item", "specialist", "skill")
# assumed: the ZAP card list is not in the text. One card per board action except the unlimited basic-resources
# space (a Muman-Bot there would block nothing), plus a second develop, upgrade and publish card (the actions
# that decide games). VP grow by difficulty; only the cards without a blue box (and the publish/award cards) carry
# a separate Extreme box, so the Extreme fallback to Hard applies to every card with an adjustment. Z15 is the
# rulebook's example (objective action, 1 VP on Easy, objective discard).
ZAP_CARDS: dict[str, dict] = {
    "Z01": {"action": "hire-specialist", "vp": {"easy": 1, "normal": 2, "hard": 3}, "adjust": "specialist"},
    "Z02": {"action": "hire-freelancer", "vp": {"easy": 1, "normal": 2, "hard": 3}, "adjust": "freelancer"},
    "Z03": {"action": "play-card", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": None},
    "Z04": {"action": "train", "vp": {"easy": 1, "normal": 1, "hard": 2}, "adjust": "skill"},
    "Z05": {"action": "playtest", "vp": {"easy": 1, "normal": 2, "hard": 2, "extreme": 3}, "adjust": None},
    "Z06": {"action": "research", "vp": {"easy": 1, "normal": 2, "hard": 2, "extreme": 3}, "adjust": None},
    "Z07": {"action": "multiple", "vp": {"easy": 1, "normal": 1, "hard": 2, "extreme": 3}, "adjust": None},
    "Z08": {"action": "item", "vp": {"easy": 1, "normal": 2, "hard": 3}, "adjust": "item"},
    "Z09": {"action": "box", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": None},
    "Z10": {"action": "develop", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": None},
    "Z11": {"action": "upgrade", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": None},
    "Z12": {"action": "publish", "vp": {"easy": 2, "normal": 3, "hard": 4, "extreme": 6}, "adjust": None},
    "Z13": {"action": "award", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": "award"},
    "Z14": {"action": "trade", "vp": {"easy": 0, "normal": 1, "hard": 2, "extreme": 3}, "adjust": None},
    "Z15": {"action": "objective", "vp": {"easy": 1, "normal": 2, "hard": 3}, "adjust": "objective"},
    "Z16": {"action": "develop", "vp": {"easy": 1, "normal": 2, "hard": 3, "extreme": 4}, "adjust": None},
    "Z17": {"action": "upgrade", "vp": {"easy": 1, "normal": 2, "hard": 2}, "adjust": "award"},
    "Z18": {"action": "publish", "vp": {"easy": 2, "normal": 3, "hard": 4, "extreme": 5}, "adjust": None},
}
# Each ZAP card's name: its action, and its blue box where it has one (Z12 outscores Z18 at Extreme).
ZAP_NAMES = {
    "Z01": "ZAP Specialist Hire and Shuffle", "Z02": "ZAP Freelancer Hire and Shuffle", "Z03": "ZAP Play Card",
    "Z04": "ZAP Training and Skill Discard", "Z05": "ZAP Playtest", "Z06": "ZAP Research",
    "Z07": "ZAP Multiple Resources", "Z08": "ZAP Item and Item Shuffle", "Z09": "ZAP Game Box",
    "Z10": "ZAP Development", "Z11": "ZAP Upgrade", "Z12": "ZAP Big Publishing", "Z13": "ZAP Award and Award Removal",
    "Z14": "ZAP Trade", "Z15": "ZAP Objective and Objective Discard", "Z16": "ZAP Second Development",
    "Z17": "ZAP Upgrade and Award Removal", "Z18": "ZAP Publishing",
}
# assumed: one ZAP deck shared by every Muman-Bot at the table ("To control Muman-Bots you use the ZAP deck")
# assumed: the board's spaces of an action, "left to right, top to bottom", are in the order of SPACES
# card-track refresh variant (rulebook page 13): the tracks whose far right card leaves before each collection
REFRESH_TRACKS = ("specialist", "freelancer")
REFRESH_ITEM_TRACK = "item"  # rulebook: "It is also possible to refresh the item deck track in the same way"

assert {z["action"] for z in ZAP_CARDS.values()} == set(ACTIONS) - {"basic"}
assert {z["adjust"] for z in ZAP_CARDS.values()} - {None} == set(ZAP_ADJUSTMENTS)
assert all(set(z["vp"]) >= {"easy", "normal", "hard"} for z in ZAP_CARDS.values())
for _table, _names in ((SPECIALISTS, SPECIALIST_NAMES), (FREELANCERS, FREELANCER_NAMES), (WOWS, WOW_NAMES),
                       (POWS, POW_NAMES), (SKILL_CARDS, SKILL_CARD_NAMES), (ITEMS, ITEM_NAMES),
                       (OBJECTIVES, OBJECTIVE_NAMES), (AWARD_CARDS, AWARD_CARD_NAMES), (ZAP_CARDS, ZAP_NAMES)):
    assert set(_names) == set(_table) and len(set(_names.values())) == len(_names), _names

# ---------------------------------------------------------------- facts for the component catalogue

# each specialist's benefit on its own action, besides paying no safety cost (rulebook page 17)
SPECIALIST_BENEFITS: dict[str, dict] = {
    "objective": {"keep": 2},  # rulebook: "you may take up to two objective cards each time"
    "upgrade": {"steps": 2},  # rulebook: "you may upgrade by up to two levels rather than one"
    "hire-freelancer": {"free_pick": True},  # rulebook: "without having to place any resources"
    "research": {"gain": {"research": SPECIALIST_GAIN_AMOUNT}},
    "playtest": {"gain": {"playtest": SPECIALIST_GAIN_AMOUNT}},
    "hire-specialist": {"free_pick": True},
    "multiple": {"max": SPECIALIST_MULTIPLE_MAX},
    # rulebook: "you can use playtests and research tokens interchangeably"
    "develop": {"interchangeable": ["playtest", "research"]},
    "publish": {"gain": PUBLISH_SPECIALIST_GAIN},
    "box": {"discount": BOX_SPECIALIST_DISCOUNT},
    "train": {"discount": TRAIN_SPECIALIST_DISCOUNT},
    "item": {"free_pick": True},
    "award": {"leeway": 1},  # rulebook: "one less than the required level needed for the award"
    "play-card": {"cards": 2},  # rulebook: "give two workers a space at your table in one turn"
}
# what each freelancer effect kind does, as data (rulebook page 14)
FREELANCER_EFFECTS: dict[str, dict] = {
    "resources5": {"choices": LEVEL1, "take": 5, "exact": True},  # rulebook: "take 5 resources"
    "any-action": {"cost": False, "bonus": False},  # rulebook: "You do not have to pay any costs"
    "gain": {},
    "any-freelancer": {},
    "objective2": {"keep": 2},  # rulebook: "Instead of taking one of these cards you may take up to two"
    "upgrade2": {"steps": 2},  # rulebook: "by up to two levels. This can be a combination of two elements"
    "item2": {"times": 2},  # rulebook: "take the Item action twice"
    "mix3": {"choices": LEVEL2, "take": 3, "exact": False},  # rulebook: "no more than three"
    "flip": {},
}
BASIC_AMOUNT = 1  # assumed: the basic-resources speech bubble gives one of its resources
HOURGLASS_END = 0  # rulebook: "The game ends when the hourglass token reaches the 0 space"
# assumed: the hourglass track's last space is the 6-player start space (the track picture is lost)
HOURGLASS_LENGTH = max(HOURGLASS_START.values())

assert set(SPECIALIST_BENEFITS) == {s["action"] for s in SPECIALISTS.values()}
assert {f["effect"] for f in FREELANCERS.values()} == set(FREELANCER_EFFECTS)

# ---------------------------------------------------------------- hosting

# assumed: not a rule of the game but of rated play (issue 31): a rated result counts only when every
# person's seat made at least this many decisions of its own; three show the seat was played, not
# resigned at once, and every game here asks each seat for far more (docs/rules, "Rated play").
MIN_RATED_DECISIONS = 3
