class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)

eg = MyGroup("mine", [ValueError(1), TypeError(2)])
m, r = eg.split(TypeError)
print(type(m).__name__, repr(m), repr(r))
print(repr(eg.derive([KeyError(0)])))
