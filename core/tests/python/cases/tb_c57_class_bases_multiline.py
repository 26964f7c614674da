class Base: pass
class Child(Base,
            missing_base):
    pass
