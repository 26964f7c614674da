from dataclasses import dataclass, FrozenInstanceError

@dataclass(frozen=True)
class Config:
    host: str
    port: int = 80

c = Config("h")
try:
    del c.port
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))

def update(cfg, **changes):
    for key, value in changes.items():
        setattr(cfg, key, value)
    return cfg

update(c, port=8080)
