print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError), issubclass(ValueError, Exception), issubclass(Exception, BaseException))
