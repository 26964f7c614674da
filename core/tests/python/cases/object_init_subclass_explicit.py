class Base:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append(cls.__name__)
class A(Base):
    pass
class B(A):
    pass
print(Base.registry)
print(object.__init_subclass__() is None)
