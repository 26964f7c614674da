from typing import *
for e in ["Union[int, str]()", "ClassVar[int]()", "Literal[1]()", "Optional[int]()", "Final[int]()", "TypeGuard[int]()", "Concatenate[int, ParamSpec('P')]()", "Unpack[int]()", "List[int]()", "Annotated[int, 1]()"]:
    try: print(e, eval(e))
    except TypeError as x: print(e, x)
