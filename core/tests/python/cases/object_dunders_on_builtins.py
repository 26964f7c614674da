print(object.__eq__(1, 1), object.__repr__(None)[:13], object.__str__(5))
print(object.__hash__(None) == hash(None) or True)
print(int.__hash__(5), str.__eq__('a', 'a'), list.__eq__([1], [1]))
