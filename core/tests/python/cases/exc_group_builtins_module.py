import builtins
print(builtins.ExceptionGroup is ExceptionGroup, builtins.BaseExceptionGroup is BaseExceptionGroup)
print(ExceptionGroup.__name__, ExceptionGroup.__module__)
