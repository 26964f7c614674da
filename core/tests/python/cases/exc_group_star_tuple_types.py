try:
    raise ExceptionGroup("eg", [ValueError(1), KeyError(2), ZeroDivisionError(3)])
except* (ValueError, KeyError) as e:
    print("VK", e.exceptions)
except* ArithmeticError as e:
    print("A", e.exceptions)
