from dataclasses import dataclass, field, InitVar

@dataclass
class Account:
    owner: str
    opening: InitVar[float]
    history: list = field(default_factory=list)

    def __post_init__(self, opening):
        self.history.append(round(opening, 2))
        self.balance = opening / len(self.owner)

print(Account("ann", 10.0).balance)
Account("", 5.0)
