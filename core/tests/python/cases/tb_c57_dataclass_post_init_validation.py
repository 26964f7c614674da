from dataclasses import dataclass, field

@dataclass
class Order:
    item: str
    quantity: int
    price: float = 1.0
    tags: list = field(default_factory=list)

    def __post_init__(self):
        if self.quantity <= 0:
            raise ValueError(f"quantity must be positive, got {self.quantity}")

print(Order("pen", 2))
Order("ink", 0, 2.5)
