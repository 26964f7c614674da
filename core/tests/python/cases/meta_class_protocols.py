class Registry(type):
    def __len__(cls):
        return len(cls.items)

    def __iter__(cls):
        return iter(cls.items)

    def __getitem__(cls, key):
        return cls.items[key]

    def __contains__(cls, x):
        return x in cls.items

    def __repr__(cls):
        return "<registry %s>" % cls.__name__

    def __bool__(cls):
        return bool(cls.items)

    def describe(cls):
        return "%s with %d items" % (cls.__name__, len(cls))

    @property
    def first(cls):
        return cls.items[0]


class Fruits(metaclass=Registry):
    items = ["apple", "banana"]


class Empty(metaclass=Registry):
    items = []


print(len(Fruits), list(Fruits), Fruits[1], "apple" in Fruits, "kiwi" not in Fruits)
print(Fruits, repr(Fruits), str(Fruits), [Fruits], bool(Fruits), bool(Empty))
print(Fruits.describe(), Fruits.first, sorted(Fruits, reverse=True))
for f in Fruits:
    print("fruit", f)
print(f"{Fruits!r}", "%s" % Fruits)
if not Empty:
    print("empty registry")
