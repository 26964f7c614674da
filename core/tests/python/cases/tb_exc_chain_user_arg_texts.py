class Key:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        return False

    def __repr__(self):
        return "Key<7>"


class Why:
    def __str__(self):
        return "why text"

    def __repr__(self):
        return "Why()"


class Bad(Exception):
    def __str__(self):
        raise RuntimeError("broken __str__")


def lookup():
    return {}[Key()]


try:
    try:
        lookup()
    except KeyError as e:
        raise ValueError(Why()) from e
except ValueError:
    raise Bad("x")
