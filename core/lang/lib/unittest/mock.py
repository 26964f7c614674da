"""unittest.mock is not provided in the playground."""

raise NotImplementedError("unittest.mock is not provided in the playground")
