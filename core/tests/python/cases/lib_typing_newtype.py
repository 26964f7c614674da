import typing
U = typing.NewType('U', int)
print(type(U), repr(U), U.__module__, U.__name__, U.__qualname__, U.__supertype__, U(5), type(U(5)))
print(U | None, typing.Optional[U])
try: 
    class X(U): pass
except TypeError as e: print(e)
V = typing.NewType('V', U); print(V, V.__supertype__)
T = typing.TypeVar('T'); print(T.__module__, typing.AnyStr.__module__)
def f(u: U) -> V: pass
print(typing.get_type_hints(f))
UserId = typing.NewType("UserId", int)
ids = [UserId(3), UserId(1)]
print(sorted(ids), UserId.__supertype__ is int, repr(typing.List[UserId]), isinstance(UserId(2), int))
Deep = typing.NewType("pkg.Deep", str)
print(Deep, Deep.__name__, Deep.__qualname__)
