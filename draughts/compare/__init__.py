"""Rule sets compared: the differences between two rule sets, and experiments that play many games."""
