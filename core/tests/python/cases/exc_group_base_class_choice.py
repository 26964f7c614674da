print(type(BaseExceptionGroup("b", [ValueError()])).__name__)
print(type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__)
print(repr(BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(2)])))
